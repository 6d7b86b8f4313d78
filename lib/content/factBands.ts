// Facts that divide a scale into bands (office sizes by staff, floor areas, the out-of-hours time
// slots) must cover it without a gap or an overlap: an office of 50 staff in two size bands gets
// two prices. This reads the bands as numbers and says where they fail, for the facts schema.

/** A band of a scale, both ends included; `to` is Infinity for an open band such as 51+. */
export interface Band {
  from: number
  to: number
}

/** "1-10", "51+", "20+": staff on site. */
export function staffBand(text: string): Band | undefined {
  const match = /^(\d+)(?:-(\d+)|(\+))$/.exec(text)
  if (!match) return undefined
  return { from: Number(match[1]), to: match[3] ? Infinity : Number(match[2]) }
}

/** "up to 200", "201-800", "over 800": square metres. */
export function areaBand(text: string): Band | undefined {
  const upTo = /^up to (\d+)$/.exec(text)
  if (upTo) return { from: 1, to: Number(upTo[1]) }
  const over = /^over (\d+)$/.exec(text)
  if (over) return { from: Number(over[1]) + 1, to: Infinity }
  const range = /^(\d+)-(\d+)$/.exec(text)
  return range ? { from: Number(range[1]), to: Number(range[2]) } : undefined
}

/** The hour of the clock, 0-24, of "6" or "10 pm" read with the meridiem that follows it. */
function hour(value: string, meridiem: string): number {
  const h = Number(value) % 12
  return meridiem === 'pm' ? h + 12 : h
}

/**
 * "6-10 pm", "10 pm-5 am", "5-8 am" as hours since the evening's noon, so a slot that runs past
 * midnight stays one band: 6 pm is 18, 5 am is 29.
 */
export function clockBand(text: string): Band | undefined {
  const match = /^(\d{1,2})(?: ?([ap]m))?-(\d{1,2}) ?([ap]m)$/.exec(text)
  if (!match) return undefined
  const [, start, startMeridiem, end, endMeridiem] = match
  const fromEvening = (h: number) => (h < 12 ? h + 24 : h)
  const from = fromEvening(hour(start!, startMeridiem ?? endMeridiem!))
  let to = fromEvening(hour(end!, endMeridiem!))
  if (to <= from) to += 24
  // A slot ends where the next starts, so its last whole hour is the one before.
  return { from, to: to - 1 }
}

/** How a scale's values read in a message: "50 staff", "201 sqm", "6 am". */
export const SCALES = {
  staff: (value: number) => `${value} staff`,
  area: (value: number) => `${value} sqm`,
  clock: (value: number) => `${value % 12 || 12} ${value % 24 < 12 ? 'am' : 'pm'}`,
}

/**
 * What is wrong with bands that should follow on from each other, given in order: the key to fix
 * and a message saying where the gap or overlap is and where that band must start. `first` is the
 * value the scale must start at, when it has one (staff start at 1).
 */
export function bandProblems(bands: [key: string, text: string, band: Band | undefined][], show: (value: number) => string, first?: number): { key: string; message: string }[] {
  // A band that does not parse is reported by its own field's rule.
  if (bands.some(([, , band]) => !band)) return []
  const read = bands as [string, string, Band][]
  const problems: { key: string; message: string }[] = []
  const [start] = read
  if (start && first !== undefined && start[2].from !== first) problems.push({ key: start[0], message: `"${start[1]}" must start at ${show(first)}, so that every site falls in a band` })
  for (let index = 1; index < read.length; index++) {
    const [previousKey, previousText, previous] = read[index - 1]!
    const [key, text, band] = read[index]!
    if (previous.to === Infinity) {
      problems.push({ key: previousKey, message: `"${previousText}" has no upper end, so ${key} ("${text}") can never apply: only the last band may be open` })
    } else if (band.from !== previous.to + 1) {
      const what = band.from <= previous.to ? 'overlaps' : 'leaves a gap after'
      problems.push({ key, message: `"${text}" ${what} ${previousKey} ("${previousText}"): start it at ${show(previous.to + 1)}, where ${previousKey} ends` })
    }
  }
  return problems
}
