/** What the booking needs from the config (variables.ts, group "strategy-call booking"), in one value. */
import type { Config } from '../platform/config/load-config.ts';
import type { SlotRules } from './compute-slots.ts';
import type { HoursSpan } from '../platform/shared/weekly-hours.ts';
import { closedDaysOf } from '../platform/shared/closed-days.ts';

export interface BookingSettings extends SlotRules {
  readonly teamHours: readonly HoursSpan[];
  readonly changeUntilHours: number;
  readonly reminderBeforeHours: number;
  /** When a booked call whose promise (the analysis) is still open goes to the team. */
  readonly escalateBeforeHours: number;
  /** A video link or a number to dial; undefined: the adviser calls the visitor. */
  readonly callLocation: string | undefined;
  readonly limitPerLead: number;
  readonly limitPerAddress: number;
  readonly limitPerIp: number;
}

export function bookingSettingsFrom(config: Config): BookingSettings {
  return Object.freeze({
    callMinutes: config.bookingCallMinutes,
    bufferMinutes: config.bookingBufferMinutes,
    stepMinutes: config.bookingSlotStepMinutes,
    noticeHours: config.bookingNoticeHours,
    horizonDays: config.bookingHorizonDays,
    closedDays: closedDaysOf(config.publicHolidayState, config.bookingClosedDays),
    teamHours: config.bookingTeamHours,
    changeUntilHours: config.bookingChangeUntilHours,
    reminderBeforeHours: config.bookingReminderBeforeHours,
    escalateBeforeHours: config.bookingEscalateBeforeHours,
    callLocation: config.bookingCallLocation,
    limitPerLead: config.bookingLimitPerLead,
    limitPerAddress: config.bookingLimitPerAddress,
    limitPerIp: config.bookingLimitPerIp,
  });
}
