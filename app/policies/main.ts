/*
|--------------------------------------------------------------------------
| Bouncer policies
|--------------------------------------------------------------------------
| One policy per resource, lazily imported. Later issues add theirs here.
*/
export const policies = {}
