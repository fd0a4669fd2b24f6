import type { z } from 'zod';

// A zod error as the issue list an IPC answer carries: the path of each problem and what is wrong there.
// Kept at the bottom of main so that both the IPC registry and the rooms that parse a nested input can use it.

export const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(input)',
    message: issue.message,
  }));
