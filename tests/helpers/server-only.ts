// Stand-in for the `server-only` guard in test processes (vitest.config.ts).
export {}
