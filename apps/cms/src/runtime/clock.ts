/**
 * The time as the server's rules see it (trials, subscriptions, reset codes). Tests move this clock
 * instead of sleeping; nothing else may set it.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function moveClockForTests(byMs: number): void {
  if (process.env.NODE_ENV === 'production') throw new Error('The clock cannot be moved in production');
  offsetMs += byMs;
}

export function resetClockForTests(): void {
  offsetMs = 0;
}
