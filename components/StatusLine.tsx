/** The bottom line: an error or notice when there is one, else where you are and the main keys. */
import { LinesBox } from './LineView.js';
import { type Line, seg, truncate } from './lib/line.js';

export interface StatusMessage {
  kind: 'error' | 'notice';
  text: string;
}

interface Props {
  width: number;
  message: StatusMessage | null;
  where: string;
}

const HINTS = '?:help /:search ::jump d:diff s:specs r:reqs q:quit';

export function statusLine({ width, message, where }: Props): Line {
  if (message) {
    const text = truncate(`${message.kind === 'error' ? '✖ ' : '! '}${message.text}`, width);
    return { segments: [seg(text, message.kind === 'error' ? 'error' : 'notice')] };
  }
  const hints = width - where.length >= HINTS.length + 2 ? HINTS : '? help · q quit';
  const left = truncate(where, Math.max(1, width - hints.length - 2));
  return { segments: [seg(left, 'accent'), seg(' '.repeat(Math.max(1, width - left.length - hints.length))), seg(hints, 'label')] };
}

export function StatusLine(props: Props) {
  return <LinesBox lines={[statusLine(props)]} width={props.width} height={1} />;
}
