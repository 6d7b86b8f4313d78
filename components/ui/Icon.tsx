import {
  Award, BadgeCheck, Building2, Calendar, Car, ClipboardCheck, Clock, Droplets, Dumbbell, Eye, Gem,
  GraduationCap, HardHat, HeartPulse, Leaf, Lock, ShieldCheck, Sparkles, Star, Store, ThumbsUp,
  TrendingUp, Truck, Users, Utensils, Wrench, Zap, type IconComponent,
} from '../icons'
import type { ICON_NAMES } from '../../lib/content/schema'

export type IconName = (typeof ICON_NAMES)[number]

// The content schema lists the same names, so an editor can only pick an icon drawn here.
const ICONS: Record<IconName, IconComponent> = {
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
