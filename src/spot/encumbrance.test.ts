import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('Encumbrance (optional)', () => {
  it('-10% by default to the overloaded, more if the gamemaster says', () => {
    expect(spot('encumbrance', { skill: 50 }, [41]).outcome).toBe('failure');
    expect(spot('encumbrance', { skill: 50 }, [40]).outcome).toBe('success');
    expect(spot('encumbrance', { skill: 50, penalty: 20 }, [31]).outcome).toBe('failure');
    expect(spot('encumbrance', { skill: 50, overloaded: false }, [50]).outcome).toBe('success');
  });
});
