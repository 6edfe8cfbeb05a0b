/** Times as staff read them: Berlin time, German format. */
const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

export function formatTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "noch 13 Std. 20 Min." or "überfällig seit 2 Std. 5 Min.". */
export function timeLeft(dueAt: string, now: number): { text: string; overdue: boolean } {
  const ms = new Date(dueAt).getTime() - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const span =
    minutes >= 1440
      ? `${Math.floor(minutes / 1440)} T. ${Math.floor((minutes % 1440) / 60)} Std.`
      : `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.`;
  return ms >= 0 ? { text: `noch ${span}`, overdue: false } : { text: `überfällig seit ${span}`, overdue: true };
}

export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.` : `${minutes} Min.`;
}
