// The package ships no type declarations; this is the part of its API the OpenAPI check uses.
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationOutcome {
    code: string;
    message: string;
    type: 'error' | 'warning';
    mockDetails?: { interactionDescription?: string | null; location?: string };
    specDetails?: { pathMethod?: string | null; pathName?: string | null; location?: string };
  }
  export interface ValidationResult {
    success: boolean;
    failureReason?: string;
    errors: ValidationOutcome[];
    warnings: ValidationOutcome[];
  }
  export const SwaggerMockValidatorFactory: {
    create(auth?: string): {
      validate(options: {
        specPathOrUrl: string;
        mockPathOrUrl: string;
        /** 'true' lets pact responses carry fields the spec does not list (default 'false'). */
        additionalPropertiesInResponse?: 'true' | 'false';
        /** 'true' demands every required spec field in pact responses (default 'false'). */
        requiredPropertiesInResponse?: 'true' | 'false';
      }): Promise<ValidationResult>;
    };
  };
}
