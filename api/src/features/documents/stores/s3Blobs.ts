import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../config';
import { SHA256, checkedHash, type BlobStore } from './blobStore';

export type { S3Settings };

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Sealed bytes as objects `<prefix><first two hex>/<sha-256>` (a PUT is atomic: readers see whole objects only). */
export class S3Blobs implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
    });
  }

  get where() {
    return `s3://${this.settings.bucket}/${this.settings.prefix}`;
  }

  private keyOf(sha256: string) {
    return `${this.settings.prefix}${checkedHash(sha256).slice(0, 2)}/${sha256}`;
  }

  async get(sha256: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async put(sha256: string, sealed: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256), Body: sealed, ContentType: 'application/octet-stream' }));
  }

  async has(sha256: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async remove(sha256: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
  }

  async hashes(): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.split('/').pop() ?? '';
        if (SHA256.test(name)) found.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  close() {
    this.client.destroy();
  }
}
