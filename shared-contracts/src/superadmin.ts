// API payload types of the superadmin feature, used by the api and the front ends.
export {};
