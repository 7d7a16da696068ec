/**
 * The company registration payload (the wizard's company, address and account fields): self-registration and the super-admin's
 * Add New Company send the same body. Typed and bounded here; emptiness and formats are checked by
 * the registration rules, which give the wizard's messages field by field.
 */
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const amount = { type: ['number', 'null'], minimum: 0, maximum: 1e12 } as const;

export const registerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'email', 'password', 'companyData'],
  properties: {
    firstName: str(100),
    lastName: str(100),
    email: str(254),
    password: str(1000),
    companyData: {
      type: 'object',
      additionalProperties: false,
      properties: {
        company_name: str(200),
        organization_type: str(100),
        email: str(254),
        mobile: str(20),
        landline: str(20),
        website_url: str(300),
        pan: str(20),
        cin: str(30),
        gstn: str(30),
        address: str(500),
        country: { type: 'string', enum: ['India'] },
        state: str(100),
        city: str(100),
        pincode: str(10),
        establishment: { type: 'array', maxItems: 5, items: str(50) },
        nbfc_type: str(100),
        your_current_asset_size: amount,
        net_owned_fund: amount,
        username: str(100),
        regulatory_authority: { type: 'array', maxItems: 20, items: str(20) },
      },
    },
  },
} as const;
