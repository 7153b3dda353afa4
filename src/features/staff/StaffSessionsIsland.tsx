// /staff/sessions: the session roster, for staff with the admin role (StaffGate).
import { SessionRoster } from './SessionRoster';
import { StaffGate } from './StaffGate';

export default function StaffSessionsIsland() {
  return (
    <StaffGate>
      <SessionRoster />
    </StaffGate>
  );
}
