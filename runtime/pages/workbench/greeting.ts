/** Which greeting fits the hour (morning before 12, afternoon before 18). */
export function greetingKey(date: Date): 'workbench.morning' | 'workbench.afternoon' | 'workbench.evening' {
  const hour = date.getHours();
  if (hour < 12) return 'workbench.morning';
  if (hour < 18) return 'workbench.afternoon';
  return 'workbench.evening';
}
