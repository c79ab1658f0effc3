import { describe, expect, it } from 'vitest';
import { suggestAssociationId } from '../../../designer/config-panels/model/associationId';

describe('association id suggestion', () => {
  it('joins the two codes and counts up past the ids already taken', () => {
    expect(suggestAssociationId('overtime', 'leave', [])).toBe('overtimeLeave');
    expect(suggestAssociationId('overtime', 'leave', ['overtimeLeave', 'overtimeLeave2'])).toBe('overtimeLeave3');
  });
});
