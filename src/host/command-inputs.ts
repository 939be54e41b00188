/**
 * The inputs of the commands that are not operations — `cache build` and
 * `browse` — checked with the operations' own parameters and rules, so a bad
 * --spec or section reads the same whichever command it was given to.
 */
import * as z from 'zod';
import { sectionParam, specParam } from '../core/schemas.js';
import { validate, type ValidateOptions } from '../core/validate.js';

const cacheBuildInput = z.object({ spec: specParam.optional(), all: z.boolean().optional() }).strict();
const browseInput = z.object({ spec: specParam.optional(), section: sectionParam.optional() }).strict();

export const validateCacheBuild = (raw: unknown, opts: ValidateOptions): z.infer<typeof cacheBuildInput> =>
  validate(cacheBuildInput, raw, opts);

export const validateBrowse = (raw: unknown, opts: ValidateOptions): z.infer<typeof browseInput> =>
  validate(browseInput, raw, opts);
