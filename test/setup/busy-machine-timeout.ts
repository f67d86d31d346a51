// The integration files start whole products (an api, workers, a fresh database) in their hooks,
// and the database files a fresh database (a PostgreSQL template copy, or a PGlite restored from a
// dump, plus an ORM) in theirs: a few seconds on an idle machine and over 30 s on a busy one
// (bench/busy-machine.mjs: two busy loops beside the suite, a load of 20; on CI the PGlite files
// run beside the browser tests). A timeout here only ends a test that hangs, it never makes one
// wait, so it is sized for the busy machine. INFRAGEN_INT_TIMEOUT_MS sets another.
jest.setTimeout(Number(process.env.INFRAGEN_INT_TIMEOUT_MS ?? 120_000));
