import type {RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {moduleLoaders, unavailableModules} from '../../plugins/live-examples/runtime/modules';
import {anchorTarget} from '../../plugins/redirects/anchorBucket';
import {pageAtRoutes, planAddress, type PageLocation} from '../../plugins/redirects/pageAddress';
import {repairPercentEncoding} from '../../plugins/redirects/percentEncoding';
import {splitBidiControls, withoutBidiControls} from '../../lib/ui/UrlText/bidi';

describe('the repair of malformed percent-escapes', () => {
  it('keeps well-formed escapes beside a bad one and reads the bad bytes as U+FFFD', () => {
    expect(repairPercentEncoding('/search?q=caf%C3%A9%FF')).toBe('/search?q=caf%C3%A9%EF%BF%BD');
    expect(new URLSearchParams(repairPercentEncoding('?q=caf%C3%A9%FF')).get('q')).toBe('café\uFFFD');
    expect(new URLSearchParams(repairPercentEncoding('?v=%FFcaf%C3%A9')).get('v')).toBe('\uFFFDcafé');
  });

  it('gives every decoder the text the lenient ones read in the original', () => {
    const values = [
      'caf%C3%A9%FF',
      '%E0%80%AF%ED%A0%80x',
      '%F4%90%80%80%C3',
      '%C3%A9%E2%82%AC%F0%9F%98%80',
      '100%',
      '%zz%4',
      '%C0%AF%80%F0%9F%98',
    ];
    for (const value of values) {
      const lenient = new URLSearchParams(`q=${value}`).get('q');
      const repaired = repairPercentEncoding(value);
      expect(new URLSearchParams(`q=${repaired}`).get('q'), value).toBe(lenient);
      expect(decodeURIComponent(repaired), value).toBe(lenient);
    }
  });

  it('reads an ill-formed sequence as the WHATWG decoder does, one U+FFFD per maximal part', () => {
    // TextDecoder is that decoder: compare on raw bytes.
    const cases: number[][] = [
      [0xe0, 0xa4],
      [0xe0, 0x80],
      [0xf0, 0x9f, 0x98],
      [0xed, 0xa0, 0x80],
      [0xff, 0xc3, 0xa9],
    ];
    for (const bytes of cases) {
      const escaped = bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      expect(decodeURIComponent(repairPercentEncoding(escaped)), escaped).toBe(
        new TextDecoder().decode(Uint8Array.from(bytes)),
      );
    }
  });

  it('leaves an address that decodes as it is, and escapes a stray %', () => {
    expect(repairPercentEncoding('/docs/caf%C3%A9#a%20b')).toBe('/docs/caf%C3%A9#a%20b');
    expect(repairPercentEncoding('/100%')).toBe('/100%25');
    expect(repairPercentEncoding('/docs/%E0%A4%A')).toBe('/docs/%EF%BF%BD%25A');
  });
});

describe('anchor redirects', () => {
  const bucket = JSON.parse('{"/docs/intro":{"old-anchor":"/docs/intro#new-anchor"}}') as unknown;

  it('finds an own entry of the map', () => {
    expect(anchorTarget(bucket, '/docs/intro', 'old-anchor')).toBe('/docs/intro#new-anchor');
  });

  it('finds nothing for an anchor or page named like what every object inherits', () => {
    for (const name of ['toString', '__proto__', 'valueOf', 'hasOwnProperty', 'constructor', 'isPrototypeOf']) {
      expect(anchorTarget(bucket, '/docs/intro', name), name).toBeUndefined();
      expect(anchorTarget(bucket, name, 'old-anchor'), name).toBeUndefined();
    }
    expect(anchorTarget(null, '/docs/intro', 'old-anchor')).toBeUndefined();
    expect(anchorTarget({'/docs/intro': {a: 1}}, '/docs/intro', 'a')).toBeUndefined();
  });
});

describe("the live examples' module tables", () => {
  it('offer nothing for a specifier named like what every object inherits', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'valueOf', 'hasOwnProperty']) {
      expect(moduleLoaders[name], name).toBeUndefined();
      expect(unavailableModules[name], name).toBeUndefined();
    }
    expect(typeof moduleLoaders.lexical).toBe('function');
  });
});

describe('addresses that spell a page otherwise', () => {
  // The shape of the site's route list: leaf pages, a docs root with its docs, the API root, the catch-all.
  const routes = [
    {path: '/search', exact: true},
    {path: '/docs/error', exact: true},
    {path: '/community', exact: true},
    {
      path: '/docs/api',
      routes: [
        {
          path: '/docs/api',
          routes: [
            {path: '/docs/api/', exact: true},
            {path: '/docs/api/classes/lexical.LexicalEditor', exact: true},
          ],
        },
      ],
    },
    {path: '/docs', routes: [{path: '/docs', routes: [{path: '/docs/intro', exact: true}]}]},
    {path: '/', exact: true},
    {path: '*'},
  ] as RouteConfig[];
  const pageAt = pageAtRoutes(routes);
  const notFound = '/404.html';
  const at = (address: string): PageLocation => {
    const url = new URL(address, 'https://lexical.dev');
    return {pathname: url.pathname, search: url.search, hash: url.hash};
  };

  it('finds pages as the router does, whatever the case, and no page where it shows "Page Not Found"', () => {
    expect(pageAt('/docs/intro')).toBe('/docs/intro');
    expect(pageAt('/DOCS/INTRO')).toBe('/docs/intro');
    expect(pageAt('/docs/api/classes/lexical.lexicaleditor')).toBe('/docs/api/classes/lexical.LexicalEditor');
    expect(pageAt('/docs/nothing')).toBeUndefined();
    expect(pageAt('/docs//intro')).toBeUndefined();
    expect(pageAt('/nothing')).toBeUndefined();
  });

  it('renders the page afresh at its own address when the host answered with its 404 page', () => {
    expect(planAddress(at('/DOCS/INTRO'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/intro',
      renderAfresh: true,
    });
    expect(planAddress(at('/Docs/Intro?x=1#Heading'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/intro?x=1#Heading',
      renderAfresh: true,
    });
    expect(planAddress(at('/docs/api/classes/lexical.lexicaleditor'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/api/classes/lexical.LexicalEditor',
      renderAfresh: true,
    });
    expect(planAddress(at('/docs//intro'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/intro',
      renderAfresh: true,
    });
  });

  it('gives the address of the page the host sent, which then hydrates', () => {
    expect(planAddress(at('/docs//intro'), '/docs/intro', notFound, pageAt)).toEqual({
      address: '/docs/intro',
      renderAfresh: false,
    });
    expect(planAddress(at('/docs/intro%2f'), '/docs/intro', notFound, pageAt)).toEqual({
      address: '/docs/intro',
      renderAfresh: false,
    });
    expect(planAddress(at('/DOCS/INTRO#a'), '/docs/intro', notFound, pageAt)).toEqual({
      address: '/docs/intro#a',
      renderAfresh: false,
    });
  });

  it('leaves a page at its own address, a trailing slash, and a real 404 as they are', () => {
    expect(planAddress(at('/docs/intro'), '/docs/intro', notFound, pageAt)).toEqual({renderAfresh: false});
    expect(planAddress(at('/docs/intro/'), '/docs/intro', notFound, pageAt)).toEqual({renderAfresh: false});
    expect(planAddress(at('/docs/nothing'), notFound, notFound, pageAt)).toEqual({renderAfresh: false});
    expect(planAddress(at('/Nothing/At/All'), notFound, notFound, pageAt)).toEqual({renderAfresh: false});
    // A page whose canonical link names another page is left alone.
    expect(planAddress(at('/community'), '/docs/intro', notFound, pageAt)).toEqual({renderAfresh: false});
    expect(planAddress(at('/'), '/', notFound, pageAt)).toEqual({renderAfresh: false});
  });

  it('renders a page whose host sent its 404 page even at its own address', () => {
    expect(planAddress(at('/docs/intro'), notFound, notFound, pageAt)).toEqual({renderAfresh: true});
  });

  it('makes the rest of a path after an encoded `?` its query', () => {
    expect(planAddress(at('/docs/error%3Fcode=66'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/error?code=66',
      renderAfresh: true,
    });
    expect(planAddress(at('/docs/error%3fcode=66&v=a%20b'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/error?code=66&v=a%20b',
      renderAfresh: true,
    });
    // A whole link encoded as one component: its `=`, `&` and `#` too.
    expect(planAddress(at('/docs/error%3Fcode%3D66%26v%3Da%2520b%23top'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/error?code=66&v=a%20b#top',
      renderAfresh: true,
    });
    expect(planAddress(at('/search%3Fq=x?extra=1'), notFound, notFound, pageAt)).toEqual({
      address: '/search?q=x&extra=1',
      renderAfresh: true,
    });
    expect(planAddress(at('/Docs/Error%3Fcode=66'), notFound, notFound, pageAt)).toEqual({
      address: '/docs/error?code=66',
      renderAfresh: true,
    });
    // What precedes it names no page: a real 404, left as it is.
    expect(planAddress(at('/nothing%3Fcode=66'), notFound, notFound, pageAt)).toEqual({renderAfresh: false});
  });

  it('never leads off the page: a path starting with slashes becomes the page path', () => {
    const plan = planAddress(at('https://lexical.dev//%3Fq=1'), notFound, notFound, pageAt);
    expect(plan.address).toBe('/?q=1');
    const another = planAddress({pathname: '//docs/error%3Fcode=1', search: '', hash: ''}, notFound, notFound, pageAt);
    expect(another.address).toBe('/docs/error?code=1');
  });

  it('changes no rendering without server markup (the development server), only the address', () => {
    expect(planAddress(at('/DOCS/INTRO'), undefined, notFound, pageAt)).toEqual({
      address: '/docs/intro',
      renderAfresh: false,
    });
  });
});

describe('text from the address', () => {
  it('names each directional control character instead of keeping it', () => {
    expect(splitBidiControls('\u202Emoc.live//:sptth')).toEqual([{control: 'U+202E'}, {text: 'moc.live//:sptth'}]);
    expect(splitBidiControls('a\u2066b\u2069\u200F')).toEqual([
      {text: 'a'},
      {control: 'U+2066'},
      {text: 'b'},
      {control: 'U+2069'},
      {control: 'U+200F'},
    ]);
    expect(splitBidiControls('plain שלום')).toEqual([{text: 'plain שלום'}]);
    expect(splitBidiControls('')).toEqual([]);
  });

  it('drops them where no markup can show them', () => {
    expect(withoutBidiControls('\u202Efed\u202C \u061Cx\u200E')).toBe('fed x');
  });
});
