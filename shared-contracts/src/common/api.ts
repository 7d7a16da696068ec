/** Every error answer of the api. (The auth payloads are in authPayloads.ts.) */
export interface ApiError {
  success: false;
  message: string;
}
