import { InvitationForm } from '~/components/forms/invitation_form'
import { Modal } from '~/components/ui/modal'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** Inviting an administrator of the organization, in a modal (its users tab). */
export function InviteModal({
  organization,
  isOpen,
  onOpenChange,
}: {
  organization: { uid: string; name: string }
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  return (
    <Modal
      title={t('organizations.users.invite_title', { name: organization.name })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
    >
      <InvitationForm
        url={urlFor('organizations.users.invite', { uid: organization.uid })}
        onSent={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  )
}
