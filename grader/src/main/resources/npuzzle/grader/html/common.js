'use strict';
/* Shared by the student's report and the class dashboard: elements, boards, points. Text goes in as text nodes
   only (never as HTML), so nothing in the data can become markup. */
const NP = (() => {
  const SVG = 'http://www.w3.org/2000/svg';

  function append(node, children) {
    for (const child of children) {
      if (child === null || child === undefined || child === false) continue;
      if (Array.isArray(child)) append(node, child);
      else node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function set(node, attrs) {
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      node.setAttribute(name, value === true ? '' : String(value));
    }
    return node;
  }

  /** Returns a new HTML element with the attributes and children (nodes, text, arrays of them). */
  function el(tag, attrs, ...children) {
    return append(set(document.createElement(tag), attrs), children);
  }

  /** Returns a new SVG element. */
  function svg(tag, attrs, ...children) {
    return append(set(document.createElementNS(SVG, tag), attrs), children);
  }

  /** Points with two decimals, as the grader prints them. */
  function points(value) {
    return Number(value).toFixed(2);
  }

  /** Returns "x / y". */
  function score(earned, max) {
    return points(earned) + ' / ' + points(max);
  }

  function percent(earned, max) {
    return max > 0 ? Math.round(100 * earned / max) : 0;
  }

  /**
   * Reads a board in the course's toString format (n lines of n tiles, each two characters wide, the blank as
   * spaces, one space between), as the grader formats inputs and values; returns null for any other text.
   */
  function parseBoard(text) {
    if (typeof text !== 'string') return null;
    const lines = text.split('\n');
    const n = lines.length;
    if (n < 2 || n > 10) return null;
    const tiles = [];
    for (const line of lines) {
      if (line.length !== 3 * n - 1) return null;
      for (let j = 0; j < n; j++) {
        const cell = line.substring(3 * j, 3 * j + 2);
        if (j < n - 1 && line[3 * j + 2] !== ' ') return null;
        if (cell === '  ') tiles.push(0);
        else if (/^ ?[0-9]+$/.test(cell)) tiles.push(Number(cell));
        else return null;
      }
    }
    return {n, tiles};
  }

  /** Reads one board, or several joined by a line "then" (a step of solution()); null for other text. */
  function parseBoards(text) {
    if (typeof text !== 'string') return null;
    const boards = text.split('\nthen\n').map(parseBoard);
    return boards.every(board => board !== null) ? boards : null;
  }

  /** Returns a board's tiles as a sentence for a screen reader. */
  function describe(n, tiles) {
    const rows = [];
    for (let i = 0; i < n; i++) {
      rows.push('row ' + (i + 1) + ': ' + tiles.slice(i * n, i * n + n).map(t => t === 0 ? 'blank' : t).join(' '));
    }
    return n + ' by ' + n + ' board; ' + rows.join('; ');
  }

  /**
   * Draws a board as an SVG grid. options.changed: the cells whose tile differs from the board before (outlined);
   * options.label: what the board is, for a screen reader.
   */
  function board(n, tiles, options) {
    const opts = options || {};
    const cell = 40;
    const size = n * cell;
    const picture = svg('svg', {
      class: 'board', viewBox: '0 0 ' + size + ' ' + size, width: Math.min(size, 240), height: Math.min(size, 240),
      role: 'img', 'aria-label': (opts.label ? opts.label + ': ' : '') + describe(n, tiles),
      'data-tiles': tiles.join(' ')
    });
    tiles.forEach((tile, k) => {
      const x = (k % n) * cell;
      const y = Math.floor(k / n) * cell;
      const changed = opts.changed && opts.changed.has(k);
      const group = svg('g', {class: 'tile' + (tile === 0 ? ' blank' : '') + (changed ? ' changed' : '')});
      group.append(svg('rect', {x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, rx: 4}));
      if (tile !== 0) {
        group.append(svg('text', {x: x + cell / 2, y: y + cell / 2, 'text-anchor': 'middle',
          'dominant-baseline': 'central'}, String(tile)));
      }
      picture.append(group);
    });
    return picture;
  }

  /** Returns the cells where two boards of one size differ. */
  function differences(before, after) {
    const cells = new Set();
    if (!before || !after || before.length !== after.length) return cells;
    for (let k = 0; k < after.length; k++) {
      if (before[k] !== after[k] && after[k] !== 0) cells.add(k);
    }
    return cells;
  }

  /** Reads the page's data, runs render on it, and marks the page drawn (the tests and the bench wait for it). */
  function start(render) {
    const page = document.getElementById('page');
    try {
      render(JSON.parse(document.getElementById('data').textContent), page);
    } catch (error) {
      page.append(el('p', {class: 'broken', role: 'alert'}, 'This page could not be drawn: ' + error));
      throw error;
    } finally {
      page.removeAttribute('aria-busy');
      document.documentElement.dataset.renderedMs = String(performance.now());
      requestAnimationFrame(() => {
        document.documentElement.dataset.paintedMs = String(performance.now());
      });
    }
  }

  return {el, svg, points, score, percent, parseBoard, parseBoards, describe, board, differences, start};
})();
