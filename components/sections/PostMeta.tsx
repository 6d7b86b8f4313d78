import Calendar from 'lucide-react/icons/calendar'
import Clock from 'lucide-react/icons/clock'
import { formatDate, formatReadTime } from '../../lib/format'
import { cn } from '../../lib/cn'

/** Date and read time of an article. */
export function PostMeta({ date, readTime, className }: { date: string; readTime: number; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Calendar className="size-4" aria-hidden="true" />
        <time dateTime={date}>{formatDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {formatReadTime(readTime)}
      </span>
    </p>
  )
}
