import Award from 'lucide-react/icons/award'
import BadgeCheck from 'lucide-react/icons/badge-check'
import Building2 from 'lucide-react/icons/building-2'
import Calendar from 'lucide-react/icons/calendar'
import Car from 'lucide-react/icons/car'
import ClipboardCheck from 'lucide-react/icons/clipboard-check'
import Clock from 'lucide-react/icons/clock'
import Droplets from 'lucide-react/icons/droplets'
import Dumbbell from 'lucide-react/icons/dumbbell'
import Eye from 'lucide-react/icons/eye'
import Gem from 'lucide-react/icons/gem'
import GraduationCap from 'lucide-react/icons/graduation-cap'
import HardHat from 'lucide-react/icons/hard-hat'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import Leaf from 'lucide-react/icons/leaf'
import Lock from 'lucide-react/icons/lock'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Sparkles from 'lucide-react/icons/sparkles'
import Star from 'lucide-react/icons/star'
import Store from 'lucide-react/icons/store'
import ThumbsUp from 'lucide-react/icons/thumbs-up'
import TrendingUp from 'lucide-react/icons/trending-up'
import Truck from 'lucide-react/icons/truck'
import Users from 'lucide-react/icons/users'
import Utensils from 'lucide-react/icons/utensils'
import Wrench from 'lucide-react/icons/wrench'
import Zap from 'lucide-react/icons/zap'
import type { LucideIcon } from 'lucide-react'
import type { ICON_NAMES } from '../../lib/content/schema'

export type IconName = (typeof ICON_NAMES)[number]

// The content schema lists the same names, so an editor can only pick an icon drawn here.
const ICONS: Record<IconName, LucideIcon> = {
  award: Award, 'badge-check': BadgeCheck, building: Building2, calendar: Calendar, car: Car,
  'clipboard-check': ClipboardCheck, clock: Clock, droplets: Droplets, dumbbell: Dumbbell, eye: Eye,
  gem: Gem, 'graduation-cap': GraduationCap, 'hard-hat': HardHat, 'heart-pulse': HeartPulse,
  leaf: Leaf, lock: Lock, 'shield-check': ShieldCheck, sparkles: Sparkles, star: Star, store: Store,
  'thumbs-up': ThumbsUp, 'trending-up': TrendingUp, truck: Truck, users: Users, utensils: Utensils,
  wrench: Wrench, zap: Zap,
}

/** A decorative icon: the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Drawn = ICONS[name]
  return <Drawn className={className} aria-hidden="true" />
}
