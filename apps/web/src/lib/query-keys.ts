// The prefixes every query key starts with. A mutation that changes a whole area, or a list that another feature
// owns, invalidates the prefix from here; the queryOptions of that area build their keys from the same prefix.
export const areaKey = {
  admin: ['admin'] as const,
  creator: ['creator'] as const,
};

/** Admin campaign lists (features/admin-campaigns); creating a musician or a deleted promotion changes them too. */
export const adminCampaignsKey = [...areaKey.admin, 'campaigns'] as const;
/** The musician picker of Create Campaign, refreshed when an admin creates a musician. */
export const musicianOptionsKey = [...areaKey.admin, 'musician-options'] as const;
