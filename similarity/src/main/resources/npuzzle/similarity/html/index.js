/* The index: what was compared, the histogram of every pair's similarity (where the outliers are), the clusters,
   the listed pairs ranked (each linking to its side-by-side page) and what was left out and why. */
(() => {
  const {el, svg, percent, start} = NS;

  function summary(data) {
    const s = data.submissions;
    return el('p', {class: 'summary'}, s.class + ' submissions of the class' + (s.known > 0 ? ' and ' + s.known
      + ' known solutions' : '') + ', ' + s.comparisons + ' pairs compared; shortest match ' + data.minimumTokenMatch
      + ' tokens; starter code ' + (data.starterCodeLeftOut ? 'left out' : 'not given') + '. Listed: every pair at '
      + 'least ' + data.floor + '% similar, and at least the ' + data.top + ' most similar.'
      + (s.skipped > 0 ? ' ' + s.skipped + ' left out (below).' : ''));
  }

  /** Twenty bands of 5 points, drawn as bars with their counts above; the floor is a dashed line. */
  function histogram(data) {
    const bins = data.histogram;
    const most = Math.max(1, ...bins);
    const width = 640;
    const height = 200;
    const bar = width / bins.length;
    const label = k => (5 * k) + '';
    const chart = svg('svg', {class: 'histogram', viewBox: '0 0 ' + width + ' ' + (height + 40), role: 'img',
      'aria-label': 'Pairs per band of similarity: ' + bins.map((c, k) => (5 * k) + '\u2013' + (5 * k + 5) + '%: '
        + c).join(', ')});
    bins.forEach((count, k) => {
      const h = count === 0 ? 0 : Math.max(2, Math.round((height - 24) * Math.log1p(count) / Math.log1p(most)));
      const x = k * bar;
      chart.append(svg('rect', {class: 'bar', x: x + 2, y: height - h, width: bar - 4, height: h}));
      chart.append(svg('text', {class: 'count', x: x + bar / 2, y: height - h - 6, 'text-anchor': 'middle'},
        String(count)));
      if (k % 2 === 0) {
        chart.append(svg('text', {class: 'axis', x: x, y: height + 18, 'text-anchor': 'middle'}, label(k)));
      }
    });
    const floorX = width * data.floor / 100;
    chart.append(svg('line', {class: 'floor', x1: floorX, y1: 0, x2: floorX, y2: height}));
    chart.append(svg('text', {class: 'floor-label', x: floorX + 4, y: 12}, 'floor ' + data.floor + '%'));
    chart.append(svg('line', {class: 'baseline', x1: 0, y1: height, x2: width, y2: height}));
    return el('section', {'aria-labelledby': 'histogram-title'},
      el('h2', {id: 'histogram-title'}, 'Similarity of every compared pair'),
      el('figure', {}, chart, el('figcaption', {}, 'Pairs per band of 5 points of similarity (bar heights on a log '
        + 'scale, counts above). A class\'s pairs sit together; the outliers to the right are the ones to read.')));
  }

  function clusters(data) {
    return el('section', {'aria-labelledby': 'clusters-title'},
      el('h2', {id: 'clusters-title'}, 'Clusters of three or more'),
      data.clusters.length === 0 ? el('p', {}, 'No three submissions are joined by pairs at least ' + data.floor
        + '% similar.') : el('ul', {class: 'clusters'}, data.clusters.map(c => el('li', {},
        el('strong', {}, c.members.length + ' submissions'), ': ', c.members.map((m, k) => [k > 0 ? ', ' : null, el('bdi', {}, m)]), ' (' + c.pairs
          + ' pairs at least ' + data.floor + '% similar, the highest ' + percent(c.highest) + ')'))));
  }

  function pairs(data) {
    return el('section', {'aria-labelledby': 'pairs-title'},
      el('h2', {id: 'pairs-title'}, 'Pairs, the most similar first'),
      data.pairs.length === 0 ? el('p', {}, 'No pair was compared.') : el('table', {class: 'pairs'},
        el('thead', {}, el('tr', {}, el('th', {scope: 'col', class: 'number'}, '#'),
          el('th', {scope: 'col'}, 'Submission'), el('th', {scope: 'col'}, 'Shares code with'),
          el('th', {scope: 'col', class: 'number'}, 'Similarity'),
          el('th', {scope: 'col', class: 'number'}, 'Matched tokens'),
          el('th', {scope: 'col', class: 'number'}, 'Longest match'), el('th', {scope: 'col'}, 'Side by side'))),
        el('tbody', {}, data.pairs.map(p => el('tr', {class: p.similarity < data.floor ? 'below' : null,
          'data-rank': p.rank},
          el('td', {class: 'number'}, String(p.rank)),
          el('td', {}, el('bdi', {}, p.a)),
          el('td', {}, el('bdi', {}, p.b), p.bGroup === 'known' ? el('span', {class: 'known'}, 'known') : null),
          el('td', {class: 'number'}, percent(p.similarity)),
          el('td', {class: 'number'}, String(p.matchedTokens)),
          el('td', {class: 'number'}, String(p.longestMatch)),
          el('td', {}, p.page ? el('a', {href: p.page}, 'compare') : 'see pairs.json'))))));
  }

  function skipped(data) {
    if (data.skipped.length === 0) return null;
    return el('section', {'aria-labelledby': 'skipped-title'},
      el('h2', {id: 'skipped-title'}, 'Left out'),
      el('table', {class: 'skipped'},
        el('thead', {}, el('tr', {}, el('th', {scope: 'col'}, 'Submission'), el('th', {scope: 'col'}, 'Why'))),
        el('tbody', {}, data.skipped.map(s => el('tr', {}, el('td', {}, el('bdi', {}, s.id),
          s.group === 'known' ? el('span', {class: 'known'}, 'known') : null), el('td', {}, s.reason))))));
  }

  start(data => [summary(data), histogram(data), clusters(data), pairs(data), skipped(data)].filter(n => n));
})();
