import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css.ts';

const css = [
  '@layer mantine{:root{--c:red}',
  '.a{color:red}',
  '.b{color:blue}',
  '.a .b{margin:0}',
  '.a:hover,.z{color:green}',
  '.a:where(.q){padding:1px}',
  '[data-mantine-color-scheme=dark] .a{color:white}',
  ':root[data-mantine-color-scheme=light]{--l:1}',
  '@media (min-width:40em){.a{gap:1px}.z{gap:2px}}',
  '@keyframes m_spin{from{opacity:0}to{opacity:1}}',
  '}',
  '.a{color:red}', // the same rule again, outside the layer
  'html{margin:0}',
  '/* note */.a{top:0}',
].join('');

describe('critical css', () => {
  it('reads the class names of markup', () => {
    expect([...classesIn('<div class="a  b"><p class="c">x</p><i class=""></i></div>')]).toEqual(['a', 'b', 'c']);
  });

  it('keeps the rules that can apply to the markup, in order, and drops the rest', () => {
    const out = criticalCss(css, '<div class="a"><span>x</span></div>', '<html data-mantine-color-scheme="light">');
    expect(out).toBe(
      [
        '@layer mantine{:root{--c:red}',
        '.a{color:red}',
        '.a:hover,.z{color:green}',
        '.a:where(.q){padding:1px}',
        ':root[data-mantine-color-scheme=light]{--l:1}',
        '@media (min-width:40em){.a{gap:1px}}',
        '@keyframes m_spin{from{opacity:0}to{opacity:1}}',
        '}',
        '.a{color:red}',
        'html{margin:0}',
        '.a{top:0}',
      ].join(''),
    );
  });

  it('keeps a selector that needs classes only when the markup has all of them', () => {
    const out = criticalCss(css, '<div class="a"><b class="b"></b></div>');
    expect(out).toContain('.b{color:blue}');
    expect(out).toContain('.a .b{margin:0}');
    // no color scheme on the page: the dark rule may apply
    expect(out).toContain('[data-mantine-color-scheme=dark] .a{color:white}');
  });

  it('drops identical rules but the last copy within the same parents', () => {
    const out = criticalCss('.a{x:1}.b{y:1}.a{x:1}@media print{.a{x:1}}', '<i class="a b"></i>');
    expect(out).toBe('.b{y:1}.a{x:1}@media print{.a{x:1}}');
  });
});
