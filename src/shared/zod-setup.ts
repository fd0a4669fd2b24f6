import { z } from 'zod';

// zod's default compiles a parser per object schema (new Function) at its first parse. Main parses each answer
// once per fetch, so the compile never repays itself (a demo start's first view spent ~12 ms on it), and the
// renderer's CSP forbids it. Imported first by the modules that build schemas, as a schema reads it when built.
z.config({ jitless: true });
