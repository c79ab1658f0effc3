import type { TenantData } from '../data';
import { checkPasswordPolicy, type PasswordPolicy } from '../engine';
import type { Problem } from './guard';

/** The company's password policy applied to a new password (code 14 on `field` when too weak). */
export async function passwordPolicyProblems(data: TenantData, password: string | undefined, field = 'password'): Promise<Problem[]> {
  if (!password) return [];
  const tenant = await data.users.getTenant();
  const code = checkPasswordPolicy(password, (tenant?.password_policy ?? 'basic') as PasswordPolicy);
  return code ? [{ field, key: `settingsRule.${code}` }] : [];
}
