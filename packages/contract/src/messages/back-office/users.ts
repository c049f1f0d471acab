/**
 * The admin's Users screen: the accounts, their roles and the search.
 * Their other languages are in this folder's de.json, es.json and ar.json (docs/decisions/0045-languages-and-messages.md).
 */
export const USERS = {
  usersTitle: "Users",
  usersIntro: "Find accounts and grant or remove the seller and admin roles.",
  usersRoleCustomer: "Customer",
  usersRoleSeller: "Seller",
  usersRoleAdmin: "Admin",
  usersRolesUpdated: (username: string | number) => `Roles of ${username} updated successfully`,
  usersRolesFailed: "Failed to update roles",
  usersYou: "(you)",
  usersRoleFor: (role: string | number, username: string | number) => `${role} role for ${username}`,
  usersSearch: "Search users",
  usersSearchPlaceholder: "Username or email",
  usersSearchButton: "Search",
  usersSearchAccounts: "accounts",
  usersClear: "Clear",
  usersCount: (n: number) => (n === 1 ? `${n} account` : `${n} accounts`),
  usersCountMatching: (n: number, keyword: string) => `${n} account${n === 1 ? "" : "s"} matching "${keyword}"`,
  usersColUser: "User",
  usersColRoles: "Roles",
  usersColJoined: "Joined",
  usersLoadFailed: "Failed to fetch users",
  usersNone: "No users found",
} as const;
