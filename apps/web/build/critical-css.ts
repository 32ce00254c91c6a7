// The rules of a stylesheet that can apply to a page's build-time markup: what a pre-rendered signed-in screen needs
// to paint exactly as it will look, inline in the page, instead of all of Mantine's styles (250 KB) blocking the first
// paint (build/route-preload.ts). A rule is kept unless one of its selectors' classes is absent from the markup, so
// nothing that could match the markup is dropped: element, attribute and :root rules stay, and classes inside
// :is()/:where()/:not()/:has() are not required; a selector for another color scheme than the page's <html> names is
// dropped, and of two identical rules only the later stays (the same styles in two files). At-rules (layers, media queries, keyframes, font faces) stay around
// the rules they hold; an at-rule left empty is dropped.
import postcss, { type Container, type Rule } from 'postcss';

/** The class names used in a piece of HTML. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (list ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The classes a selector requires, outside functional pseudo-classes (which may not need them). */
function requiredClasses(selector: string): string[] {
  let depth = 0;
  let outside = '';
  for (const ch of selector) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) outside += ch;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
}

type Page = { classes: Set<string>; colorScheme: string | null };

function mayMatch(rule: Rule, page: Page) {
  return rule.selectors.some((s) => {
    const scheme = /data-mantine-color-scheme=['"]?(\w+)/.exec(s)?.[1];
    if (scheme && page.colorScheme && scheme !== page.colorScheme) return false;
    return requiredClasses(s).every((c) => page.classes.has(c));
  });
}

function prune(container: Container, page: Page) {
  container.each((node) => {
    if (node.type === 'rule') {
      // keyframe steps (from, to, 50%) are not selectors over the page
      if (node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name)) return;
      if (!mayMatch(node, page)) node.remove();
    } else if (node.type === 'atrule' && node.nodes) {
      if (/keyframes$/i.test(node.name) || node.name === 'font-face') return;
      prune(node, page);
      if (!node.nodes.length) node.remove();
    } else if (node.type === 'comment') {
      node.remove();
    }
  });
}

/** Removes every rule that has an identical rule (same parents, selector and declarations) after it. */
function dropRepeats(root: Container) {
  const key = (rule: Rule) => {
    let k = rule.toString();
    for (let p = rule.parent; p && p.type === 'atrule'; p = p.parent) k = `@${p.name} ${p.params}{${k}}`;
    return k;
  };
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    rules.push(rule);
  });
  const later = new Set<string>();
  for (const rule of rules.reverse()) {
    const k = key(rule);
    if (later.has(k)) rule.remove();
    else later.add(k);
  }
}

/**
 * The rules of `css` that may apply to the markup `html` of a page whose <html> element is `htmlTag` (its color
 * scheme), in their order, minified as the input was.
 */
export function criticalCss(css: string, html: string, htmlTag = ''): string {
  const root = postcss.parse(css);
  const colorScheme = /data-mantine-color-scheme="(\w+)"/.exec(htmlTag)?.[1] ?? null;
  prune(root, { classes: classesIn(html), colorScheme });
  dropRepeats(root);
  // at-rules emptied by the repeats (a media query of rules kept elsewhere)
  root.walkAtRules((rule) => {
    if (rule.nodes && !rule.nodes.length) rule.remove();
  });
  return root.toString();
}
