// When an island hydrates. The page that places an island chooses its moments; the server writes
// them into the island's data-hydrate attribute (components/Island.tsx) and islands/hydrate.ts
// waits for the first of them to come (firstMoment) before it loads any of the island's code.
// The attribute lists the moments separated by spaces, each `on` or `on:number` (afterMs for
// idle, marginPx for visible): "interaction idle:10000". Only types cross to the server, so the
// browser's copy of this file stays small.

/** One moment an island may hydrate at. */
export type Moment =
  /** Once the page has loaded and painted and `afterMs` more have passed, when the browser is next idle. */
  | { on: 'idle'; afterMs?: number }
  /** When the island comes within `marginPx` of the viewport, once the page has loaded and painted. */
  | { on: 'visible'; marginPx?: number }
  /** At the visitor's first pointerdown, focusin or input inside the island. */
  | { on: 'interaction' }

/** An island's moments: it hydrates at whichever comes first. */
export type Hydration = readonly [Moment, ...Moment[]]

/** The longest the browser may stay busy before an idle moment comes anyway. */
export const IDLE_TIMEOUT_MS = 2000
const INTERACTIONS = ['pointerdown', 'focusin', 'input'] as const

/** The moments of a data-hydrate attribute; none (hydrate at once) when it is missing or empty. */
export function parseMoments(attribute: string | undefined): Moment[] {
  return (attribute ?? '')
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      const [on, value] = word.split(':')
      const number = value === undefined ? undefined : Number(value)
      if (on === 'idle') return { on, afterMs: number }
      if (on === 'visible') return { on, marginPx: number }
      if (on === 'interaction') return { on }
      throw new Error(`Unknown hydration moment "${word}"`)
    })
}

type Wait = (element: HTMLElement, moment: Moment, come: () => void) => () => void

/**
 * Calls back once the page has loaded and painted since, so that nothing an idle or visible
 * island fetches competes with the page's own largest paint. Returns a function that cancels.
 */
function afterPageShown(callback: () => void): () => void {
  let frame: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  // The largest paint may come a few frames after load (a picture decoded late, or on a busy machine
  // the page's first paint itself): wait for a candidate, then for two frames that bring no new one,
  // at most a few frames in all, so the island's code starts after it.
  let paints = 0
  const observer = lcpObserver(() => paints++)
  let seen = -1
  let quiet = 0
  let frames = 0
  // A timeout set in an animation frame runs after that frame is painted.
  const nextFrame = () => (frame = requestAnimationFrame(() => (timer = setTimeout(settle))))
  const settle = () => {
    // Where the browser reports candidates, none yet means the largest paint is still to come.
    quiet = paints === seen && (paints > 0 || !observer) ? quiet + 1 : 0
    seen = paints
    if (quiet < QUIET_FRAMES && frames++ < MAX_SETTLE_FRAMES) {
      nextFrame()
      return
    }
    observer?.disconnect()
    callback()
  }
  if (document.readyState === 'complete') nextFrame()
  else addEventListener('load', nextFrame, { once: true })
  return () => {
    removeEventListener('load', nextFrame)
    observer?.disconnect()
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

const QUIET_FRAMES = 2
const MAX_SETTLE_FRAMES = 8

/** Counts largest-contentful-paint candidates where the browser reports them (not Safari or Firefox). */
function lcpObserver(onPaint: () => void): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return undefined
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(onPaint))
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  return observer
}

const waits: Record<Moment['on'], Wait> = {
  idle(_element, moment, come) {
    let timer: ReturnType<typeof setTimeout> | undefined
    let idle: number | undefined
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short timeout stands in for it.
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(come, { timeout: IDLE_TIMEOUT_MS })
      else timer = setTimeout(come, 50)
    }
    const cancel = afterPageShown(() => (timer = setTimeout(whenIdle, (moment.on === 'idle' && moment.afterMs) || 0)))
    return () => {
      cancel()
      clearTimeout(timer)
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  },
  visible(element, moment, come) {
    const margin = (moment.on === 'visible' && moment.marginPx) || 0
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && come(), { rootMargin: `${margin}px` })
    // An island in view from the start waits for the page to show first, like an idle one.
    const cancel = afterPageShown(() => observer.observe(element))
    return () => {
      cancel()
      observer.disconnect()
    }
  },
  interaction(element, _moment, come) {
    // Focus may already be inside: the visitor tapped a field before this script ran.
    if (element.contains(document.activeElement)) {
      queueMicrotask(come)
      return () => {}
    }
    for (const type of INTERACTIONS) element.addEventListener(type, come, { capture: true, passive: true })
    return () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, come, { capture: true })
    }
  },
}

/** Resolves at the first of the moments to come (at once for none), and stops waiting for the others. */
export function firstMoment(element: HTMLElement, moments: Moment[]): Promise<void> {
  if (!moments.length) return Promise.resolve()
  return new Promise((resolve) => {
    const stops: (() => void)[] = []
    let come = false
    const onCome = () => {
      if (come) return
      come = true
      for (const stop of stops) stop()
      resolve()
    }
    for (const moment of moments) stops.push(waits[moment.on](element, moment, onCome))
  })
}
