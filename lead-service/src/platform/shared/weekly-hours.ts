/**
 * Weekly hours as people write them: "Mo-Fr 09:00-17:00" or "Mo-Do 09:00-17:00; Fr 09:00-14:00", in
 * Europe/Berlin wall time. The team's default (BOOKING_TEAM_HOURS) and an adviser's own hours
 * (`npm run users -- hours`) are both written this way.
 */
export const weekdayNames = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

/** One span of one weekday: weekday 1 = Monday … 7 = Sunday (ISO), times as minutes after midnight. */
export interface HoursSpan {
  readonly weekday: number;
  readonly startMinute: number;
  readonly endMinute: number;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const partPattern = /^([A-Za-z]{2})(?:\s*-\s*([A-Za-z]{2}))?\s+(\d\d:\d\d)\s*-\s*(\d\d:\d\d)$/;

function weekdayOf(name: string): number {
  const index = weekdayNames.findIndex((day) => day.toLowerCase() === name.toLowerCase());
  if (index < 0) throw new Error(`unbekannter Wochentag "${name}" (Mo, Di, Mi, Do, Fr, Sa, So)`);
  return index + 1;
}

function minuteOf(time: string): number {
  if (!timePattern.test(time)) throw new Error(`ungültige Uhrzeit "${time}" (HH:MM)`);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Throws a German message naming the part it cannot read. At most 14 parts: two spans a day is plenty. */
export function parseWeeklyHours(spec: string): HoursSpan[] {
  const parts = spec
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw new Error('keine Zeiten angegeben, z. B. "Mo-Fr 09:00-17:00"');
  if (parts.length > 14) throw new Error('höchstens 14 Angaben');
  const spans: HoursSpan[] = [];
  for (const part of parts) {
    const match = partPattern.exec(part);
    if (!match) throw new Error(`"${part}" ist keine Zeitangabe wie "Mo-Fr 09:00-17:00"`);
    const [, fromDay = '', toDay, start = '', end = ''] = match;
    const first = weekdayOf(fromDay);
    const last = toDay ? weekdayOf(toDay) : first;
    if (last < first) throw new Error(`"${part}": der erste Tag muss vor dem letzten liegen`);
    const startMinute = minuteOf(start);
    const endMinute = minuteOf(end);
    if (endMinute <= startMinute) throw new Error(`"${part}": das Ende muss nach dem Beginn liegen`);
    for (let weekday = first; weekday <= last; weekday += 1) spans.push({ weekday, startMinute, endMinute });
  }
  return spans.sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "Mo 09:00-17:00; Di 09:00-17:00 …" — one span per part, as the CLI lists it. */
export function formatWeeklyHours(spans: readonly HoursSpan[]): string {
  return spans.map((span) => `${weekdayNames[span.weekday - 1]} ${clock(span.startMinute)}-${clock(span.endMinute)}`).join('; ');
}
