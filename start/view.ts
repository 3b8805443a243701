/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
*/
import edge from 'edge.js'
import { appName } from '#config/app'
import { scriptSafeJson } from '#services/shared/script_json'

edge.global('appName', appName)
// The Inertia page object in the root view's data-page script (resources/views/inertia_layout.edge).
edge.global('scriptSafeJson', scriptSafeJson)
