/*
|--------------------------------------------------------------------------
| Communities: slug check, create and edit (modal), show, modules, the organization's communities tab, the org-admin's communities and switcher
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
export {}
