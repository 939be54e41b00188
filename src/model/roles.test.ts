import { describe, expect, it } from 'vitest';
import { joinRoles, roleMatches, roleNames, singular } from './roles.js';

describe('roles', () => {
  it('match a query word by word, ignoring case and a plural', () => {
    expect(roleMatches('PDF writer', 'writer')).toBe(true);
    expect(roleMatches('conforming writer', 'Writers')).toBe(true);
    expect(roleMatches('Client and Server', 'client')).toBe(true);
    expect(roleMatches('Client and Server', 'server')).toBe(true);
    expect(roleMatches('writer', 'PDF writer')).toBe(false);
    expect(roleMatches('PDF reader', 'writer')).toBe(false);
    expect(roleMatches('interactive PDF processor', 'PDF processor')).toBe(true);
    expect(roleMatches('file', '')).toBe(false);
  });

  it('join several names once each and split them again', () => {
    expect(joinRoles(['Client', 'Server', 'client'])).toBe('Client and Server');
    expect(roleNames('Client and Server')).toEqual(['Client', 'Server']);
    expect(roleNames('file')).toEqual(['file']);
  });

  it('make plural nouns singular', () => {
    expect(['clients', 'entries', 'processes', 'class', 'status', 'bits'].map(singular)).toEqual([
      'client',
      'entry',
      'process',
      'class',
      'status',
      'bit',
    ]);
  });
});
