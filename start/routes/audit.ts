/*
|--------------------------------------------------------------------------
| The audit trail's log screen (docs/security.md, "Audit trail")
|--------------------------------------------------------------------------
| An org-admin reads their organization's entries, a super-admin every one
| (the tenant scope of AuditEntry decides which rows exist for the reader).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { FORMAT } from '#start/routes/contacts'

const AuditLogController = () => import('#controllers/audit/audit_log_controller')

export function auditRoutes() {
  router
    .group(() => {
      router.get('/audit', [AuditLogController, 'index']).as('audit.index')
      router
        .get('/audit/export/:format', [AuditLogController, 'export'])
        .where('format', FORMAT)
        // Its entries hold the records' fields before → after: asked like the contacts' export.
        .use(middleware.freshConfirmation())
        .as('audit.export')
    })
    .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])
}
