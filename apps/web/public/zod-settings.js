// The site's Content-Security-Policy forbids eval (script-src 'self'). The schema library (zod)
// compiles faster parsers with `new Function` when it may: under this policy the attempt is
// refused, and Chrome reports a policy violation on every page that loads a form's schema.
// Saying so up front keeps zod on its ordinary parser without trying. This runs before the app,
// whose chunks read the setting when zod first loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
