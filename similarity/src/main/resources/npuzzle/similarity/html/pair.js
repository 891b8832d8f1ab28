/* One pair side by side: each side's Board.java and Solver.java with its line numbers, every matched region in the
   same colour on both sides (ten colours, cycling), and a list of the regions that scrolls both sides to one. */
(() => {
  const {el, percent, start} = NS;
  const COLOURS = 10;

  /** Returns, for each file of one side, the region (index) that colours each line; the first region wins. */
  function colouring(regions, side) {
    const byFile = new Map();
    regions.forEach((r, k) => {
      const at = r[side];
      const lines = byFile.get(at.file) || new Map();
      for (let line = at.firstLine; line <= at.lastLine; line++) {
        if (!lines.has(line)) lines.set(line, k);
      }
      byFile.set(at.file, lines);
    });
    return byFile;
  }

  function code(file, lines, side) {
    const rows = file.text.split(/\r\n|\r|\n/);
    if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
    return el('div', {class: 'code', role: 'region', 'aria-label': side + ': ' + file.path},
      rows.map((text, k) => {
        const line = k + 1;
        const region = lines ? lines.get(line) : undefined;
        const first = region !== undefined && (!lines.has(line - 1) || lines.get(line - 1) !== region);
        return el('div', {class: 'line' + (region === undefined ? '' : ' match m' + (region % COLOURS))
          + (first ? ' start' : ''), 'data-line': line, 'data-region': region,
          id: first ? side + '-region-' + region : null},
          el('span', {class: 'no', 'aria-hidden': 'true'}, String(line)), el('span', {class: 'text'}, text));
      }));
  }

  function side(name, known, files, lines, key) {
    return el('section', {class: 'side side-' + key, 'aria-label': name},
      el('h2', {}, el('bdi', {}, name), known ? el('span', {class: 'known'}, 'known solution') : null),
      files.map(file => [el('h3', {}, file.path), code(file, lines.get(file.path), key)]));
  }

  function regionList(data) {
    if (data.regions.length === 0) return el('p', {}, 'No region matches.');
    return el('ol', {class: 'regions'}, data.regions.map((r, k) => {
      const button = el('button', {type: 'button', class: 'm' + (k % COLOURS), 'data-region': k},
        r.a.file + ' ' + r.a.firstLine + '\u2013' + r.a.lastLine + ' \u2194 ' + r.b.file + ' ' + r.b.firstLine
          + '\u2013' + r.b.lastLine + ' (' + r.tokens + ' tokens)');
      button.addEventListener('click', () => {
        for (const key of ['a', 'b']) {
          const line = document.getElementById(key + '-region-' + k);
          if (line) line.scrollIntoView({block: 'center'});
        }
      });
      return el('li', {}, button);
    }));
  }

  start(data => {
    document.title = 'Side by side: ' + data.a + ' and ' + data.b;
    const heading = document.querySelector('h1');
    heading.textContent = '';
    heading.append(el('bdi', {}, data.a), ' and ', el('bdi', {}, data.b)); // a name's direction stays its own
    const nav = el('nav', {class: 'pair-nav', 'aria-label': 'Pairs'},
      el('a', {href: '../index.html'}, 'All pairs'),
      data.rank > 1 ? el('a', {href: (data.rank - 1) + '.html'}, 'Previous pair (#' + (data.rank - 1) + ')') : null,
      data.rank < data.of ? el('a', {href: (data.rank + 1) + '.html'}, 'Next pair (#' + (data.rank + 1) + ')')
        : null);
    return [nav,
      el('p', {class: 'summary'}, 'Pair #' + data.rank + ' of ' + data.of + ': ', el('strong', {},
        percent(data.similarity) + ' similar'), ', ' + data.matchedTokens + ' matched tokens, the longest match '
        + data.longestMatch + ' tokens, in ' + data.regions.length + ' regions.'),
      el('h2', {}, 'Matched regions'),
      regionList(data),
      el('div', {class: 'sides'},
        side(data.a, false, data.filesA, colouring(data.regions, 'a'), 'a'),
        side(data.b, data.bGroup === 'known', data.filesB, colouring(data.regions, 'b'), 'b'))];
  });
})();
