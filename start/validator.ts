/*
|--------------------------------------------------------------------------
| Validation defaults, before any validator is built
|--------------------------------------------------------------------------
| Every string field is single-line unless its validator says .multiLine()
| (app/validators/text_rules.ts).
*/
import { installTextRules } from '#validators/text_rules'

installTextRules()
