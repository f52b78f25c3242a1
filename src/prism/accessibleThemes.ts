import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block themes with every token readable at WCAG AA (4.5:1 for normal text).
 *
 * None of the themes bundled with prism-react-renderer reaches AA for all tokens (GitHub's
 * teal numbers are 2.6:1, Dracula's comments 3:1), and the e2e sweep runs axe on every page.
 * Each too-faint token color keeps its hue and is darkened (light theme) or lightened (dark
 * theme) just enough to pass against the code background and against highlighted lines.
 */

type Rgb = [number, number, number];

/** Minimum ratio we aim for: AA is 4.5; the margin absorbs rounding in browsers and axe. */
export const minimumCodeContrast = 4.6;

function parseColor(color: string): Rgb | null {
  const value = color.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) {
    return [short[1], short[2], short[3]].map((digit) => parseInt(digit + digit, 16)) as Rgb;
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) {
    return [long[1], long[2], long[3]].map((pair) => parseInt(pair, 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*1(?:\.0+)?\s*)?\)$/i.exec(value);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  return null;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) {
    throw new Error(
      `Cannot compute the contrast of "${first}" on "${second}": only #rgb, #rrggbb and rgb() are supported.`,
    );
  }
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` laid over `background` with the given opacity. */
export function blend(background: string, color: string, opacity: number): string {
  const base = parseColor(background);
  const top = parseColor(color);
  if (!base || !top) {
    throw new Error(`Cannot blend "${color}" over "${background}".`);
  }
  return toHex(base.map((channel, index) => channel * (1 - opacity) + top[index] * opacity) as Rgb);
}

/** Moves `color` toward black or white until it reaches the minimum contrast on every background. */
function readableOn(color: string, backgrounds: string[], towards: 'black' | 'white'): string {
  const rgb = parseColor(color);
  if (!rgb) {
    return color;
  }
  const target: Rgb = towards === 'black' ? [0, 0, 0] : [255, 255, 255];
  const passes = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= minimumCodeContrast);
  for (let step = 0; step <= 100; step += 1) {
    const amount = step / 100;
    const candidate = toHex(rgb.map((channel, index) => channel + (target[index] - channel) * amount) as Rgb);
    if (passes(candidate)) {
      return step === 0 ? color : candidate;
    }
  }
  return towards === 'black' ? '#000000' : '#ffffff';
}

/**
 * A copy of `theme` whose text colors all reach the minimum contrast on the theme background
 * and on each of `extraBackgrounds` (for example highlighted code lines). Token opacity is
 * dropped: GitHub's `namespace` tokens at 0.7 opacity blend into the background below AA.
 */
export function withReadableTokens(theme: PrismTheme, extraBackgrounds: string[] = []): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background || !parseColor(background)) {
    throw new Error('withReadableTokens needs a theme with a solid plain.backgroundColor.');
  }
  const backgrounds = [background, ...extraBackgrounds];
  const towards = relativeLuminance(parseColor(background)!) > 0.5 ? 'black' : 'white';
  const fix = (color: string | undefined) =>
    color === undefined ? undefined : readableOn(color, backgrounds, towards);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => {
      const {opacity: _faded, ...style} = entry.style;
      return {...entry, style: {...style, color: fix(style.color)}};
    }),
  };
}

// Highlighted lines are tinted with --docusaurus-highlighted-code-line-bg (src/css/custom.css):
// black at 8% opacity in light mode, 30% in dark mode.
const highlightedLightBackground = blend(themes.github.plain.backgroundColor!, '#000000', 0.08);

export const lightCodeTheme: PrismTheme = withReadableTokens(themes.github, [highlightedLightBackground]);
// Dark lines only get darker when highlighted, which raises the contrast of light text.
export const darkCodeTheme: PrismTheme = withReadableTokens(themes.dracula);
