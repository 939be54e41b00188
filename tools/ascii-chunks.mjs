// A built chunk written in ASCII only. esbuild's ASCII output escapes the non-ASCII characters of strings and
// templates but leaves those of regular expression literals and String.raw templates ("[—–]", String.raw`‑‒–`),
// which the number grammars and the layout rules are full of; one such character makes Node read the whole file as
// a two-byte string, decoded from UTF-8, and V8 scan two bytes a character — 3–6 ms more of every warm command
// (measured side by side on Node 24). A regular expression's character becomes its \uXXXX escape, which means the
// same in every flag mode; a String.raw template is cut around its non-ASCII characters, which join it again as a
// plain string literal, so the string is the same, character for character.
import { parseAst } from 'rollup/parseAst';

const NON_ASCII = /[\u0080-\uffff]/;
const hex4 = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;
/** Whether `text` ends in an unpaired backslash: one that escapes the character put after it. */
const endsInEscape = (text) => /\\*$/.exec(text)[0].length % 2 === 1;

/** Each UTF-16 unit above ASCII as \uXXXX; an identity escape of one ("\…") becomes the escape alone. */
function escapeRegexPattern(pattern) {
  let out = '';
  for (const ch of pattern.split('')) {
    const unit = ch.charCodeAt(0);
    if (unit < 0x80) {
      out += ch;
      continue;
    }
    if (endsInEscape(out)) out = out.slice(0, -1);
    out += hex4(unit);
  }
  return out;
}

/** A plain string literal of `text`, ASCII only. */
const asciiString = (text) =>
  `"${text.replace(/[\\"]/g, '\\$&').replace(/[^\x20-\x7e]/g, (c) => hex4(c.charCodeAt(0)))}"`;

/**
 * String.raw`a${x}b…c` as (String.raw`a${x}b` + "…" + String.raw`c`), with "…" escaped: the raw text around the
 * non-ASCII runs stays raw, the runs (and a backslash right before one, which would escape the closing backtick)
 * become a plain literal.
 */
function splitRawTemplate(node, code) {
  const parts = [];
  let template = '';
  const flush = () => {
    if (template !== '') parts.push(`String.raw\`${template}\``);
    template = '';
  };
  node.quasi.quasis.forEach((quasi, i) => {
    for (const run of quasi.value.raw.match(/[^\u0080-\uffff]+|[\u0080-\uffff]+/g) ?? []) {
      if (!NON_ASCII.test(run)) {
        template += run;
        continue;
      }
      const carried = endsInEscape(template) ? '\\' : '';
      template = template.slice(0, template.length - carried.length);
      flush();
      parts.push(asciiString(carried + run));
    }
    const expr = node.quasi.expressions[i];
    if (expr) template += `\${${code.slice(expr.start, expr.end)}}`;
  });
  flush();
  return `(${parts.join('+')})`;
}

const isStringRaw = (tag) =>
  tag.type === 'MemberExpression' &&
  !tag.computed &&
  tag.object.type === 'Identifier' &&
  tag.object.name === 'String' &&
  tag.property.name === 'raw';

/** The replacements a node needs, outermost first; a String.raw template's own substitutions are kept as written. */
function collect(node, code, edits) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'Literal' && node.regex && NON_ASCII.test(node.raw)) {
    edits.push({
      start: node.start,
      end: node.end,
      text: `/${escapeRegexPattern(node.regex.pattern)}/${node.regex.flags}`,
    });
    return;
  }
  if (node.type === 'TaggedTemplateExpression' && isStringRaw(node.tag)) {
    if (node.quasi.quasis.some((q) => NON_ASCII.test(q.value.raw)))
      edits.push({ start: node.start, end: node.end, text: splitRawTemplate(node, code) });
    if (node.quasi.expressions.some((e) => NON_ASCII.test(code.slice(e.start, e.end))))
      throw new Error('ascii-chunks: a String.raw substitution holds non-ASCII text');
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) collect(child, code, edits);
    else if (value && typeof value === 'object') collect(value, code, edits);
  }
}

/** `code` with every non-ASCII character of its regular expressions and String.raw templates escaped. */
export function asciiChunk(code) {
  if (!NON_ASCII.test(code)) return code;
  const edits = [];
  collect(parseAst(code), code, edits);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
