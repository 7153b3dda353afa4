// The staff members a lead can be given to, for the owner pickers (an empty list until they arrive).
import { useEffect, useState } from 'react';
import type { StaffMember } from '#domain/accounts/schemas';
import { fetchStaff } from './leadsApi';

export function useStaff(): StaffMember[] {
  const [staff, setStaff] = useState<StaffMember[]>([]);
  useEffect(() => {
    fetchStaff().then(setStaff, () => setStaff([]));
  }, []);
  return staff;
}
