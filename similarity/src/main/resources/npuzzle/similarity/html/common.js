'use strict';
/* Shared by the pages of npuzzle-similarity. Text goes in as text nodes only (never as HTML), so nothing in the data
   (a student's file names and code) can become markup. */
const NS = (() => {
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

  /** A percent with one decimal. */
  function percent(value) {
    return Number(value).toFixed(1) + '%';
  }

  /** Reads the page's data and draws it with {@code draw}, which returns the page's nodes. */
  function start(draw) {
    const data = JSON.parse(document.getElementById('data').textContent);
    const main = document.getElementById('page');
    main.append(...draw(data));
    main.removeAttribute('aria-busy');
  }

  return {el, svg, percent, start};
})();
