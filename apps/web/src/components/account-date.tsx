import { isoDate } from '@/lib/date-format';
import { useAccountDates } from '@/lib/use-account-dates';

/** A date of the current account's world: its date format and timezone (spec 001 §5), in a <time>. */
export function AccountDate({ value, time = false }: { value: string | Date; time?: boolean }) {
  const dates = useAccountDates();
  return <time dateTime={isoDate(value)}>{time ? dates.dateTime(value) : dates.date(value)}</time>;
}
