/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
*/
import edge from 'edge.js'
import { appName } from '#config/app'

edge.global('appName', appName)
