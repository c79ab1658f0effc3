/** The part of saxen's API the reader uses (saxen ships no types). */
declare module 'saxen' {
  type Handler = (...args: never[]) => void;
  export class Parser {
    constructor(options?: { proxy?: boolean });
    on(event: 'openTag', cb: (name: string, attrs: () => Record<string, string>, decode: (s: string) => string, selfClosing: boolean) => void): this;
    on(event: 'closeTag', cb: (name: string, decode: (s: string) => string, selfClosing: boolean) => void): this;
    on(event: 'text' | 'comment', cb: (value: string, decode: (s: string) => string) => void): this;
    on(event: 'cdata', cb: (value: string) => void): this;
    on(event: 'error' | 'warn', cb: (err: Error) => void): this;
    on(event: string, cb: Handler): this;
    parse(xml: string): this;
    stop(): void;
  }
}
