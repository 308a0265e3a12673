// Text the database cannot store as sent: PostgreSQL refuses a NUL in text and in jsonb (22021,
// 22P05) and a lone UTF-16 surrogate in jsonb, and a JSON document nested thousands of levels
// deep overflows the stack when it is written back. Such a request is refused with a 400 or 413
// before anything is stored; the walk is iterative, so the check itself cannot overflow.

export const MAX_JSON_DEPTH = 64;

export type TextProblem = 'nul' | 'surrogate' | 'depth';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function stringProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/** The first problem in a parsed JSON value (keys included), or null. */
export function jsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): TextProblem | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: next, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof next === 'string') {
      const problem = stringProblem(next);
      if (problem) return problem;
    } else if (next !== null && typeof next === 'object') {
      if (depth >= maxDepth) return 'depth';
      for (const [key, child] of Object.entries(next)) {
        const problem = stringProblem(key);
        if (problem) return problem;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}
