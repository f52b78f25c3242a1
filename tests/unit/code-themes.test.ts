import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {blend, contrastRatio, withReadableTokens} from '../../src/prism/accessibleThemes';
import config from '../../docusaurus.config';

const aa = 4.5;

function tokenColors(theme: PrismTheme): {types: string; color: string}[] {
  return [
    {types: 'plain', color: theme.plain.color},
    ...theme.styles.map((entry) => ({types: entry.types.join(','), color: entry.style.color})),
  ].filter((entry): entry is {types: string; color: string} => typeof entry.color === 'string');
}

function lowContrastTokens(theme: PrismTheme, background: string): string[] {
  return tokenColors(theme)
    .filter(({color}) => contrastRatio(color, background) < aa)
    .map(({types, color}) => `${types} ${color} (${contrastRatio(color, background).toFixed(2)}:1)`);
}

describe('code block themes', () => {
  const prism = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;

  it('the configured light theme is readable on the code background and on highlighted lines', () => {
    const background = prism.theme.plain.backgroundColor!;
    expect(lowContrastTokens(prism.theme, background)).toEqual([]);
    // --docusaurus-highlighted-code-line-bg in light mode: black at 8%.
    expect(lowContrastTokens(prism.theme, blend(background, '#000000', 0.08))).toEqual([]);
  });

  it('the configured dark theme is readable on the code background', () => {
    expect(lowContrastTokens(prism.darkTheme, prism.darkTheme.plain.backgroundColor!)).toEqual([]);
  });

  it('the bundled themes really needed the fix (this test would catch a no-op)', () => {
    expect(lowContrastTokens(themes.github, themes.github.plain.backgroundColor!).length).toBeGreaterThan(0);
    expect(lowContrastTokens(themes.dracula, themes.dracula.plain.backgroundColor!).length).toBeGreaterThan(0);
  });

  it('keeps colors that already pass and keeps non-color styles', () => {
    const theme: PrismTheme = {
      plain: {color: '#000000', backgroundColor: '#ffffff'},
      styles: [
        {types: ['comment'], style: {color: '#bbbbbb', fontStyle: 'italic'}},
        {types: ['keyword'], style: {color: '#1a1a1a'}},
      ],
    };
    const fixed = withReadableTokens(theme);
    expect(fixed.plain.color).toBe('#000000');
    expect(fixed.styles[0].style.fontStyle).toBe('italic');
    expect(contrastRatio(fixed.styles[0].style.color!, '#ffffff')).toBeGreaterThanOrEqual(aa);
    expect(fixed.styles[1].style.color).toBe('#1a1a1a');
  });

  it('drops token opacity, which fades a color below AA whatever its own contrast', () => {
    expect(themes.github.styles.some((entry) => entry.style.opacity !== undefined)).toBe(true);
    for (const theme of [prism.theme, prism.darkTheme]) {
      expect(
        theme.styles.filter((entry) => entry.style.opacity !== undefined).map((entry) => entry.types.join(',')),
      ).toEqual([]);
    }
  });

  it('says which color it cannot read', () => {
    expect(() => contrastRatio('tomato', '#ffffff')).toThrow(/tomato/);
  });
});
