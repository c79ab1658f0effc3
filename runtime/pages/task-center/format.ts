import type { TFunction } from 'i18next';

/** `2026-11-21 14:03` in local time; empty for nothing. */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A duration in the largest two units: "2 d 3 h", "5 min", "< 1 min". */
export function formatDuration(ms: number | null | undefined, t: TFunction): string {
  if (ms === null || ms === undefined || ms < 0) return '';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t('taskCenter.duration.lessThanMinute');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days) return t('taskCenter.duration.daysHours', { d: days, h: hours });
  if (hours) return t('taskCenter.duration.hoursMinutes', { h: hours, m: mins });
  return t('taskCenter.duration.minutes', { m: mins });
}
