/* Every visible text of the page whose colour has less than WCAG AA contrast with what is behind it: 4.5:1, or
   3:1 for large text (24px, or 18.66px bold). SVG text is checked against the fill of a rectangle it overlaps, else against what is behind its picture. */
(() => {
  const parse = c => {
    const m = c.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
    return m ? {r: +m[1], g: +m[2], b: +m[3], a: m[4] === undefined ? 1 : +m[4]} : null;
  };
  const lum = c => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const background = node => {
    for (let e = node; e && e.nodeType === 1; e = e.parentElement) {
      if (e instanceof SVGElement && e.tagName === 'text') {
        const box = e.getBoundingClientRect();
        for (let shape = e.previousElementSibling; shape; shape = shape.previousElementSibling) {
          if (shape.tagName !== 'rect') continue;
          const under = shape.getBoundingClientRect();
          const overlaps = box.left < under.right && under.left < box.right && box.top < under.bottom
            && under.top < box.bottom;
          const fill = parse(getComputedStyle(shape).fill);
          if (overlaps && fill && fill.a > 0) return fill;
        }
        continue;
      }
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) return c;
    }
    return {r: 255, g: 255, b: 255, a: 1};
  };
  const problems = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const e = t.parentElement;
    if (!e || seen.has(e) || !t.textContent.trim()) continue;
    seen.add(e);
    if (e.closest('script, style, noscript, title')) continue;
    const style = getComputedStyle(e);
    if (e.getClientRects().length === 0 || style.visibility === 'hidden') continue;
    const color = parse(e instanceof SVGElement ? style.fill : style.color);
    if (!color) continue;
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    const bg = background(e);
    const r = ratio(color, bg);
    if (r < needed) {
      problems.push(t.textContent.trim().slice(0, 40) + ': ' + r.toFixed(2) + ' (' + style.color + ' on rgb('
        + bg.r + ', ' + bg.g + ', ' + bg.b + '))');
    }
  }
  return problems;
})()
