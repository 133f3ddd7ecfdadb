// spec §9: the timings and sizes of the site's passing feedback, tooltips and toasts.
// The spec lists two toast systems with the same role; the site builds one, with the
// second system's values (3 visible, 4000 ms, 356 px), and not the first (1 at a time, 5000 ms).

/** spec §9: a tooltip opens this long after the pointer rests on its trigger. */
export const TOOLTIP_DELAY_MS = 700;
/** spec §9: within this time of closing one tooltip, the next opens without the delay. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** spec §9: toasts shown at once; older ones stack behind. */
export const TOAST_VISIBLE_MAX = 3;
/** spec §9: how long a toast stays. */
export const TOAST_DURATION_MS = 4000;
/** spec §9: toast width. */
export const TOAST_WIDTH_PX = 356;
