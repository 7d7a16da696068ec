// API payload types of the assessments feature, used by the api and the front ends.
export {};
